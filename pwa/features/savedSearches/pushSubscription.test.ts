import { describe, expect, it } from 'vitest';
import { applicationServerKey } from './pushSubscription.ts';

describe('push subscription key', () => {
  it('reads the base64url VAPID key into its bytes', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
