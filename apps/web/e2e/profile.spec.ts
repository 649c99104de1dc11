import { chooseOption } from './support/combobox.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn } from './support/api.ts';
import { activatedUser, journeyPassword } from './support/tender-setup.ts';

test('a new user fills the profile and the company, fixes a bad website URL and saves', async ({
  signedInPage,
  request,
}) => {
  const email = await activatedUser(request, 'profile');
  const page = await signedInPage(email);
  await page.goto('/');

  // The first-login survey asks without blocking the page; it can be skipped for good.
  const survey = page.getByRole('complementary', { name: 'Tell us about yourself' });
  await expect(survey).toBeVisible();
  await survey.getByRole('button', { name: 'No, thanks' }).click();
  await expect(survey).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText('Complete your profile')).toBeVisible();

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await details.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await chooseOption(details.getByRole('combobox', { name: 'Country' }).first(), 'Germany');
  await details.getByRole('textbox', { name: 'LinkedIn profile' }).fill('not a url');
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByText('Please enter a valid website URL')).toBeVisible();

  await details.getByRole('textbox', { name: 'LinkedIn profile' }).fill('linkedin.com/in/ada');
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await expect(details.getByText('Please enter a valid website URL')).toHaveCount(0);

  const company = page.getByRole('form', { name: 'Company details' });
  await company.getByRole('textbox', { name: 'Company name' }).fill('Analytical Engines GmbH');
  await company.getByRole('textbox', { name: 'Website' }).fill('analytical engines');
  const companyAddress = company.getByRole('group', { name: 'Company address' });
  await companyAddress.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await chooseOption(companyAddress.getByRole('combobox', { name: 'Country' }), 'Germany');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(company.getByText('Please enter a valid website URL')).toBeVisible();

  await company.getByRole('textbox', { name: 'Website' }).fill('https://engines.example.com');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await expect(page.getByText('Complete your profile')).toHaveCount(0);

  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Company details' }).getByRole('textbox', { name: 'Website' }),
  ).toHaveValue('https://engines.example.com');
});

test('account removal from the mailed link signs the user out, and the address can register again', async ({
  signedInPage,
  request,
}) => {
  const email = await activatedUser(request, 'leaver');
  const page = await signedInPage(email);
  await page.goto('/profile#delete-account');
  await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();

  const mail = await latestMailTo(request, email, /deletion/);
  await page.goto(linkIn(mail.text, '/account-removal'));
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username or password is incorrect')).toBeVisible();

  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(journeyPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
});

test('the survey is answered once, and an issue can be reported from any page', async ({
  signedInPage,
  request,
}) => {
  const email = await activatedUser(request, 'surveyed');
  const page = await signedInPage(email);
  await page.goto('/');
  const survey = page.getByRole('complementary', { name: 'Tell us about yourself' });
  await survey.getByRole('button', { name: 'Answer the survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about yourself' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await chooseOption(dialog.getByRole('combobox', { name: 'Country' }), 'United States');
  await dialog.getByRole('textbox', { name: 'What do you want to use Tendermark for?' }).fill('x');
  await dialog.getByRole('button', { name: 'Send answers' }).click();
  await expect(dialog.getByText('Please enter at least 2 characters')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'What do you want to use Tendermark for?' })
    .fill('Buying office furniture');
  await dialog.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you for your answers')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();
  await expect(survey).toHaveCount(0);

  await page.goto('/contacts/my');
  await page.getByRole('button', { name: 'Report an issue' }).click();
  const report = page.getByRole('dialog', { name: 'Report an issue' });
  await expect(report.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue(email);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('This field is required').first()).toBeVisible();
  await report.getByRole('textbox', { name: 'Subject' }).fill('The map does not load');
  await report.getByRole('textbox', { name: 'What happened?' }).fill('Tiles stay grey.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you, your report has been sent')).toBeVisible();
});
