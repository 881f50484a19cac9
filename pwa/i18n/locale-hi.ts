/** Everything a page in Hindi needs beyond English, one chunk: its messages and its font (Noto Sans Devanagari, the Devanagari subset, regular and bold; locale-hi.css). */
import './locale-hi.css';

export { messages } from './compiled/hi.ts';
