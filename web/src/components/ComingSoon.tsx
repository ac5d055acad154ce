/** ComingSoon: placeholder body for pages that later work builds. */
import { Card } from "./Card.tsx";
import { PageHeader } from "./PageHeader.tsx";
import { t } from "@/i18n/i18n.ts";

/** A page with its title and a "Coming soon" card. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="coming-soon">
        <p>{t("app.comingSoon")}</p>
      </Card>
    </>
  );
}
