/** Everything a page in Gujarati needs beyond English, one chunk: its messages and its font (Noto Sans Gujarati, the Gujarati subset, regular and bold; locale-gu.css). */
import './locale-gu.css';

export { messages } from './compiled/gu.ts';
