// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadI18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/apiError.ts';
import { TableOrFailure } from './adminList.tsx';

afterEach(cleanup);

async function failedList(locale: 'en' | 'gu', message: string) {
  const i18n = await loadI18n(locale);
  const query = { isError: true, error: new ApiError(message, { status: 500 }), refetch: () => undefined };
  render(
    <I18nProvider i18n={i18n}>
      <TableOrFailure query={query} showing={false}>
        <table />
      </TableOrFailure>
    </I18nProvider>,
  );
}

describe('an admin list whose load failed', () => {
  it('says it in the page’s language on a Gujarati page, never in the server’s English', async () => {
    await failedList('gu', 'Database connection lost');
    expect(screen.getByRole('alert').textContent).toContain('કંઈક ખોટું થયું');
    expect(screen.queryByText('Database connection lost')).toBeNull();
  });

  it('shows the server’s own words on an English page', async () => {
    await failedList('en', 'Database connection lost');
    expect(screen.getByRole('alert').textContent).toContain('Database connection lost');
  });
});
