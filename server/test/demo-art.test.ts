import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAvatarPng, demoPhotoJpeg, SPECIES, speciesArtFor } from '#server/features/demo/art/index';
import { photoSvg } from '#server/features/demo/art/photo';
import { avatarSvg } from '#server/features/demo/art/avatar';

const hash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('demo art', () => {
  it('knows the species people write, the more specific name first', () => {
    expect(speciesArtFor('Smallmouth bass').key).toBe('smallmouth-bass');
    expect(speciesArtFor('Largemouth bass').key).toBe('largemouth-bass');
    expect(speciesArtFor('Striped bass').key).toBe('striped-bass');
    expect(speciesArtFor('#redfish on the flats').key).toBe('redfish');
    expect(speciesArtFor('Walleye').key).toBe('walleye');
  });

  it('draws every species differently, and one seed the same picture every time', () => {
    const drawings = SPECIES.map((art) =>
      photoSvg({ species: art.names[0]!, seed: 'same', scene: 'dock', width: 480, height: 600 }),
    );
    expect(new Set(drawings.map(hash)).size).toBe(SPECIES.length);
    const again = photoSvg({
      species: SPECIES[0]!.names[0]!,
      seed: 'same',
      scene: 'dock',
      width: 480,
      height: 600,
    });
    expect(again).toBe(drawings[0]);
    expect(photoSvg({ species: 'walleye', seed: 'other', scene: 'dock', width: 480, height: 600 })).not.toBe(
      drawings[2],
    );
  });

  it('renders a photo, a catch on the board and an avatar as images of the asked size', async () => {
    const photo = await sharp(
      await demoPhotoJpeg({
        species: 'Walleye',
        seed: 's',
        width: 480,
        height: 360,
        scene: 'board',
        code: 'WALL',
        lengthMm: 500,
      }),
    ).metadata();
    expect([photo.format, photo.width, photo.height]).toEqual(['jpeg', 480, 360]);
    const avatar = await sharp(await demoAvatarPng('someone', 128)).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['png', 128, 128]);
  });

  it('gives different people different portraits', () => {
    const people = [
      'angler',
      'captain',
      'director',
      'moderator',
      'publisher',
      'affiliate',
      'admin',
      'advertiser',
    ];
    expect(new Set(people.map((who) => hash(avatarSvg(who)))).size).toBe(people.length);
  });
});
