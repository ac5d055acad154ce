/** UserRepository: the port for reading and changing user accounts for sign-up and sign-in. */

/** A language a person can choose for Kamai and its emails. */
export type UserLanguage = "en" | "ur";

/** A role a user can have. */
export type Role = "user" | "admin";

/** A user account as the auth use cases see it. */
export interface UserAccount {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  isVerified: boolean;
  isApproved: boolean;
  tokenVersion: number;
  deletedAt: Date | null;
  /** The language the person chose; null when they never did. */
  language: UserLanguage | null;
}

/** What creating an account needs. */
export interface NewUserAccount {
  name: string;
  email: string;
  passwordHash: string;
  role?: Role;
  isVerified?: boolean;
  isApproved?: boolean;
  language?: UserLanguage | null;
}

/** Reads and writes user accounts; emails are stored already normalized. */
export interface UserRepository {
  findByEmail(email: string): Promise<UserAccount | null>;
  findById(id: number): Promise<UserAccount | null>;
  /** Creates the account; null when the email is already taken (also under a race). */
  create(input: NewUserAccount): Promise<UserAccount | null>;
  markVerified(id: number): Promise<void>;
  /** Sets a new password hash and bumps the token version, ending every existing session. */
  setPassword(id: number, passwordHash: string): Promise<void>;
  /** Records the language the person chose. */
  setLanguage(id: number, language: UserLanguage): Promise<void>;
}
