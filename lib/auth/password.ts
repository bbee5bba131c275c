// Password hashing for user accounts: bcrypt (pure JS, no native addon), cost 12.
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 12;
// A real hash of a random password: comparing against it when the user is unknown keeps the response time
// the same as for a wrong password, so sign-in does not reveal which emails have accounts.
const DUMMY_HASH = '$2b$12$ZsEo8v2fR7Sr2JoLw./FWOvqrICRdpwG5n3lJNfUzwpDYZ.EnvJFG';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
