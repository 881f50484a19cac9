/**
 * Browsers give every element an `autofocus` property reflecting the attribute (false without it),
 * which React's hydration check compares with Headless UI's `autoFocus={false}`; happy-dom lacks it.
 * A hydration test calls this first so only real mismatches are reported.
 */
export function reflectAutofocus(): void {
  if ('autofocus' in HTMLElement.prototype) return;
  Object.defineProperty(HTMLElement.prototype, 'autofocus', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('autofocus');
    },
    set(this: HTMLElement, value: unknown) {
      this.toggleAttribute('autofocus', Boolean(value));
    },
  });
}
