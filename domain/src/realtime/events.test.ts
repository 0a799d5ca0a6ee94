import { describe, expect, it } from 'vitest';
import { isPublicRoom, rooms } from './events';

const id = '7f1c2a9e-3b4d-4e5f-8a6b-1c2d3e4f5a6b';

describe('isPublicRoom', () => {
  it('lets clients ask for tournament rooms and the live-streams room', () => {
    expect(isPublicRoom(rooms.tournament(id))).toBe(true);
    expect(isPublicRoom(rooms.liveStreams)).toBe(true);
    expect(isPublicRoom(rooms.thread(id))).toBe(true);
    expect(isPublicRoom('thread:not-a-uuid')).toBe(false);
  });

  it('keeps private and malformed rooms for the server to assign', () => {
    for (const room of [
      rooms.user(id),
      rooms.activity(id),
      rooms.conversation(id),
      'tournament:',
      'tournament:abc',
      `tournament:${id}:x`,
      `Tournament:${id}`,
      'live-streams ',
      '',
      42,
      null,
    ]) {
      expect(isPublicRoom(room), String(room)).toBe(false);
    }
  });
});
