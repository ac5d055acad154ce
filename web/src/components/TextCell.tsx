/** TextCell: a table cell showing what someone typed (a name, a title), isolated so Urdu pages keep its order. */

/** A DataTable cell of user-entered text in `<bdi>` ("Freelancing Course 2" never reads "2 Freelancing Course"). */
export const textCell = (i: { getValue: () => unknown }) => (
  <bdi>{String(i.getValue() ?? "")}</bdi>
);
