import type { Algorithm, Options } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read;
// 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** Argon2id with OWASP's second profile (19 MiB, 2 passes): about 20 ms here. */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
