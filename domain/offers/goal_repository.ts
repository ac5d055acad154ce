/** GoalRepository: an offer's goals (offer_goals), in their display order. See docs/offers.md. */
import type { Goal } from "./goal.ts";

/** The transaction-scoped port for an offer's goals. */
export interface GoalRepository {
  /** The product's goals in display order (empty when it has none stored). */
  list(productId: number): Promise<Goal[]>;
  /** One goal, or null. */
  get(productId: number, key: string): Promise<Goal | null>;
  /** Inserts or replaces a goal at a display position (absent: where it was, or first when new). */
  save(goal: Goal, position?: number): Promise<void>;
  /** Removes a goal from the offer (its rules, caps' history and conversions stay). */
  remove(productId: number, key: string): Promise<void>;
}
