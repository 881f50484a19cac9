// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { slugify } from '../../../contract/projects.ts';
import { loadArea } from '../../i18n/i18n.ts';

// The editor is Milkdown in the browser; here a textarea stands in for it.
vi.mock('../../components/RichTextEditor.tsx', () => ({
  RichTextEditor: ({ label, onChange }: { label: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
}));

import { ProjectForm } from './ProjectForm.tsx';

// The form's words come with its screen (the listingForms area); rendered on its own, they are loaded first.
beforeAll(() => loadArea('en', 'listingForms'));

function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ProjectForm onSaved={() => undefined} />
    </QueryClientProvider>,
  );
  return {
    title: screen.getByLabelText('Title') as HTMLInputElement,
    slug: screen.getByLabelText('Slug') as HTMLInputElement,
  };
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

afterEach(cleanup);

describe('slugify (spec §4)', () => {
  it('lower-cases, trims and turns runs of anything but letters and digits into one hyphen', () => {
    expect(slugify('Shreeji Heights')).toBe('shreeji-heights');
    expect(slugify('  Shreeji   Heights  ')).toBe('shreeji-heights');
    expect(slugify('Vesu: Phase 2 & 3!')).toBe('vesu-phase-2-3');
    expect(slugify('A--B__C')).toBe('a-b-c');
  });
});

describe('project form slug', () => {
  it('follows the title on every change', () => {
    const { title, slug } = renderForm();
    type(title, 'Shreeji');
    expect(slug.value).toBe('shreeji');
    type(title, 'Shreeji Heights');
    expect(slug.value).toBe('shreeji-heights');
    type(title, 'Shreeji Heights, Pal');
    expect(slug.value).toBe('shreeji-heights-pal');
  });

  it('can be edited by hand, and the next title change takes over again', () => {
    const { title, slug } = renderForm();
    type(title, 'Green Valley');
    type(slug, 'green-valley-surat');
    expect(slug.value).toBe('green-valley-surat');
    type(title, 'Green Valley Villas');
    expect(slug.value).toBe('green-valley-villas');
  });

  it('starts a new project as ONGOING', () => {
    renderForm();
    expect((screen.getByLabelText('ONGOING') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('COMPLETED') as HTMLInputElement).checked).toBe(false);
  });
});
