// Issue 26: throttling instead of lockout. Repeated wrong passwords make the login page ask for
// ALTCHA's proof-of-work challenge (spec §8 "Please confirm you're not a robot"), solved in the
// browser under the app's strict CSP; and a user whose name an attacker sprays from another
// address still logs in with the right password.
import { expect, test, type Page } from './support/fixtures.ts';
import { journeyPassword, activatedUser } from './support/tender-setup.ts';
import { logIn } from './support/log-in.ts';

/** The failures of one address and user name after which the server asks for the challenge. */
const FAILURES_BEFORE_CHALLENGE = 5;

/** Records the Content-Security-Policy violations the page reports. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function submitLogin(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/token') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  return answered;
}

test('after repeated wrong passwords the login page asks for the challenge, and once it is solved the right password logs in', async ({
  page,
  request,
}) => {
  const cspViolations = await watchCspViolations(page);
  const email = await activatedUser(request, 'challenged');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  for (let i = 0; i < FAILURES_BEFORE_CHALLENGE; i++) {
    const answer = await submitLogin(page, 'Wrong1234');
    expect((await answer.json()).error).toBe('invalid_grant');
  }
  await expect(page.getByText('Username or password is incorrect')).toBeVisible();

  // The right password now gets the challenge asked for, not a refusal.
  const asked = await submitLogin(page, journeyPassword);
  expect((await asked.json()).error).toBe('challenge_required');
  await expect(page.getByText("Please confirm you're not a robot")).toBeVisible();
  const challenge = page.getByTestId('challenge');
  await expect(challenge.getByText('Verified')).toBeVisible();
  const payload = await challenge.locator('input[name="altcha"]').inputValue();
  const { solution } = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
    solution: { time?: number };
  };
  console.info(`proof of work solved in Chromium in ${solution.time} ms`);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/login-challenge-${width}.png`, fullPage: true });
  }

  const loggedIn = await submitLogin(page, journeyPassword);
  expect(loggedIn.status()).toBe(200);
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});

test('a user whose name is sprayed from another address still logs in with the right password', async ({
  page,
  request,
}) => {
  const email = await activatedUser(request, 'sprayed');
  const attacker = { 'X-Forwarded-For': '203.0.113.7' };
  const answers: string[] = [];
  for (let i = 0; i < 30; i++) {
    const userName = i % 3 === 0 ? email : `spray${i}@example.com`;
    const reply = await request.post('/token', {
      form: { grant_type: 'password', userName, password: 'Password1' },
      headers: attacker,
    });
    answers.push(((await reply.json()) as { error: string }).error);
  }
  // The spraying address is slowed down: past its failures every attempt needs a solved challenge.
  expect(answers.at(-1)).toBe('challenge_required');

  await logIn(page, email);
});
