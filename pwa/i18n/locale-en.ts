/** English's messages, one chunk: an English page preloads it, and a Gujarati or Hindi page never downloads it. */
export { messages } from './compiled/en.ts';
