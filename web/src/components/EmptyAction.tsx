/** EmptyAction: the link under an empty list's hint to the page that fills the list (admin and affiliate lists). */
import { Link } from "@tanstack/react-router";
import { buttonClass } from "./Button.tsx";

/** The pages an empty list sends to: the admin's, and the affiliate's. */
export type EmptyActionTarget =
  | "/admin/overview"
  | "/admin/sources"
  | "/admin/add-stat"
  | "/offers"
  | "/my-links"
  | "/payout";

/** A small secondary button-styled link. */
export function EmptyAction(
  { to, children }: { to: EmptyActionTarget; children: string },
) {
  return (
    <Link className={buttonClass("secondary", "sm")} to={to}>
      {children}
    </Link>
  );
}
