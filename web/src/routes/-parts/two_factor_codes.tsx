/** The recovery codes to save, shown once after turning two-factor on or regenerating. */
import { useRouter } from "@tanstack/react-router";
import { Alert } from "@/components/Alert.tsx";
import { Button, buttonClass } from "@/components/Button.tsx";
import { CopyButton } from "@/components/CopyButton.tsx";
import { t } from "@/i18n/i18n.ts";
import { recoveryCodesText } from "@/lib/two_factor_api.ts";
import { Frame, homePath } from "./two_factor_frame.tsx";

export function RecoveryCodes(
  { codes, email, replaced }: {
    codes: string[];
    email: string;
    /** New codes replacing older ones (rather than the codes of a new enrolment). */
    replaced: boolean;
  },
) {
  const router = useRouter();
  const text = recoveryCodesText(codes, email);
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Frame subtitle={t(replaced ? "aff.2fa.newCodes" : "aff.2fa.saveCodes")}>
      <Alert tone="success">
        {t("aff.2fa.codesInfo")}
      </Alert>
      <ol className="recovery-codes" aria-label={t("aff.2fa.codes")}>
        {codes.map((c) => (
          <li key={c}>
            <code className="ltr">{c}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <CopyButton text={text}>{t("aff.2fa.copyCodes")}</CopyButton>
        <a
          className={buttonClass("secondary", "sm")}
          href={href}
          download="kamai-recovery-codes.txt"
        >
          {t("aff.2fa.download")}
        </a>
      </div>
      <Button
        type="button"
        block
        size="lg"
        onClick={async () => {
          await router.navigate({ to: homePath() });
        }}
      >
        {t("aff.2fa.continue")}
      </Button>
    </Frame>
  );
}
