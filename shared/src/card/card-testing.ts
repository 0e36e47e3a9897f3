// For tests and tools that make the cards a desk must judge: the first format's cards still in
// members' hands, and compact cards edited after signing. Not part of the main entry point.
export { editCoseCard } from './card-cose.ts';
export { signJwsCard } from './card-jws.ts';
