import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import config from './uno.config.ts';

describe('the stylesheet', () => {
  it('emits no rule for a shortcut name after a hyphen, as in an id like `${id}-label`', async () => {
    const generator = await createGenerator(config);
    const { css } = await generator.generate('<span id={`${id}-label`} className="label btn-primary">', { preflights: false });
    expect(css).toContain('.label{');
    expect(css).not.toMatch(/\.-label|\.-btn/);
    expect(css).not.toMatch(/font-size:-/);
  });
});
