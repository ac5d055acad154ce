/** PasswordHasher: the port that hashes passwords and checks them in constant time. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
