import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn, uniqueEmail } from './support/api.ts';

const password = 'Secret123';

test('a new user registers, activates from the mailed link, logs in, stays logged in on reload and logs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('buyer');

  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const mail = await latestMailTo(request, email);
  expect(mail.subject).toContain('Activate');
  await page.goto(linkIn(mail.text, '/activation'));
  await expect(page.getByText('Your account is active')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const userMenu = page.getByRole('button', { name: `Account menu of ${email}` });
  await expect(userMenu).toBeVisible();

  await page.reload();
  await expect(userMenu).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(userMenu).toHaveCount(0);
  await page.reload();
  await expect(userMenu).toHaveCount(0);
});

test('registration and login show the validation messages of the spec', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('alllowercase1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText('Password needs to contain at least one number, capital and small letter'),
  ).toBeVisible();
  await expect(page.getByText('Passwords need to match')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Short1');
  await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
  await expect(page.getByText('Password needs to be at least 8 characters long')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username or password is incorrect')).toBeVisible();
});

test('the first click on a link below a focused, empty e-mail field follows the link', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const steps: Array<[string, string, RegExp]> = [
    ['/login', 'Register', /\/register$/],
    ['/register', 'Log in', /\/login$/],
    ['/login', 'Forgot your password?', /\/forgot-password-request$/],
    ['/forgot-password-request', 'Back to login', /\/login$/],
  ];
  for (const [from, link, to] of steps) {
    await page.goto(from);
    await page.getByLabel('E-mail').focus();
    await main.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(to);
  }
});

test('a login refused as not activated offers a new activation link, which activates the account', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('unactivated');
  const registered = await request.post('/api/account/Register', {
    data: { email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const first = await latestMailTo(request, email);

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Account is not activated')).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`login-not-activated-${width}.png`) });
  }
  await page.getByRole('link', { name: 'Send me a new activation link' }).click();
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send activation link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  // A new link arrives; the first one no longer works, the new one activates.
  let second = first;
  await expect
    .poll(async () => {
      second = await latestMailTo(request, email);
      return second.text !== first.text;
    })
    .toBe(true);
  await page.goto(linkIn(second.text, '/activation'));
  await expect(page.getByText('Your account is active')).toBeVisible();
});
