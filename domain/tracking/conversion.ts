/** Conversion: a sale or refund the merchant reports for a tracked link. */
import type { CalendarDate } from "../shared/karachi_date.ts";

/** A sale earns commission; a refund takes it back. */
export type ConversionStatus = "sale" | "refund";

/** A stored conversion; amounts in minor units, earnings and salesDelta signed (refunds negative). */
export interface Conversion {
  id: number;
  orderId: string;
  /** The offer's goal (docs/offers.md); one conversion per (orderId, goal, status). */
  goal: string;
  status: ConversionStatus;
  clickId: string | null;
  linkId: number;
  userId: number;
  productId: number;
  amount: number;
  commissionBp: number;
  salesDelta: number;
  earnings: number;
  statDate: CalendarDate;
  availableOn: CalendarDate;
  createdAt: Date;
}

/** The link a conversion is credited to, with the product terms in force. */
export interface ConversionTarget {
  linkId: number;
  userId: number;
  productId: number;
  commissionBp: number;
  refundHoldDays: number;
  /** False when the link must not earn: its affiliate is blocked or deleted, or its product was deleted. */
  credits: boolean;
  /** The click's sub ids s1..s5, when the link lookup knows them. */
  subIds?: (string | null)[];
}

/** The transaction-scoped port for conversions. */
export interface ConversionRepository {
  /** The link behind a recorded click id. */
  targetForClick(clickId: string): Promise<ConversionTarget | null>;
  /** The link behind a tracked code. */
  targetForCode(code: string): Promise<ConversionTarget | null>;
  find(
    orderId: string,
    goal: string,
    status: ConversionStatus,
  ): Promise<Conversion | null>;
  /**
   * An over-cap sale approved by an admin: its earnings become `earnedMinor` (what later refunds take a share of),
   * and the api source's daily figures gain `creditedMinor`.
   */
  creditSale(
    id: number,
    earnedMinor: number,
    creditedMinor: number,
  ): Promise<void>;
  /** Inserts; null when (orderId, goal, status) already exists (a concurrent repeat). */
  insert(
    conversion: Omit<Conversion, "id" | "createdAt">,
  ): Promise<Conversion | null>;
}
