export { demoAvatarPng, demoCoverJpeg, demoPhotoJpeg } from './render';
export { PHOTO_SCENES, type PhotoScene, type PhotoRequest } from './photo';
export { SPECIES, speciesArtFor } from './species';
export { rngOf } from './rng';
