/** Card: a bordered surface that groups related content. */
import type { HTMLAttributes, ReactNode } from "react";

/** A card with an optional heading. */
export function Card(
  { title, children, className, ...rest }: HTMLAttributes<HTMLElement> & {
    title?: ReactNode;
  },
) {
  return (
    <section
      className={["card", className].filter(Boolean).join(" ")}
      {...rest}
    >
      {title && <h2 className="card-title">{title}</h2>}
      {children}
    </section>
  );
}
