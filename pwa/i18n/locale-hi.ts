/** Everything a page in Hindi needs beyond English, one chunk: its messages and its font (Noto Sans Devanagari, the Devanagari subset, regular and bold). */
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './locale-hi.css';

export { messages } from './compiled/hi.ts';
