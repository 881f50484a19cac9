/** Everything a page in Gujarati needs beyond English, one chunk: its messages and its font (Noto Sans Gujarati, the Gujarati subset, regular and bold). */
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-700.css';
import './locale-gu.css';

export { messages } from './compiled/gu.ts';
