import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { profileCodeLists } from '../test/profile-fixtures.ts';
import { ReportIssueForm } from './report-issue-form.tsx';
import { SurveyForm } from './survey-form.tsx';

function mockApi() {
  return mockFetch((call) => {
    const codeList = call.url.match(/\/api\/codelist\/(\w+)/)?.[1];
    return { body: codeList ? (profileCodeLists[codeList] ?? []) : true };
  });
}

describe('the first-login survey form (spec §5)', () => {
  it('requires names, country and a message of at least 2 characters, then sends the answer', async () => {
    const { calls } = mockApi();
    const onDone = vi.fn();
    await renderWithProviders(<SurveyForm onDone={onDone} onCancel={vi.fn()} />);
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please select a country')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Hopper');
    await userEvent.click(screen.getByRole('combobox', { name: /^Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'United States' }));
    const message = screen.getByRole('textbox', { name: /^What do you want/ });
    await userEvent.type(message, 'x');
    await send();
    expect(await screen.findByText('Please enter at least 2 characters')).toBeVisible();
    await userEvent.type(message, 'y');
    await send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = calls.find((call) => call.url.includes('SaveSurvey'))!;
    expect(saved.url).toContain('surveyAnswer=true');
    expect(JSON.parse(saved.body)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      country: { id: 233, code: 'US' },
      defaultCurrency: 'USD',
      message: 'xy',
    });
  });
});

describe('the report-issue form (spec §5)', () => {
  it('requires e-mail, subject and description', async () => {
    const { calls } = mockApi();
    const onDone = vi.fn();
    await renderWithProviders(<ReportIssueForm email="" onDone={onDone} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: /^Your e-mail/ }), 'me@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Broken');
    await userEvent.type(screen.getByRole('textbox', { name: /^What happened/ }), 'It broke.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = calls.find((call) => call.url.includes('ReportIssue'))!;
    expect(JSON.parse(sent.body)).toEqual({
      email: 'me@example.com',
      subject: 'Broken',
      description: 'It broke.',
    });
  });
});
