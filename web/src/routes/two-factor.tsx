/** /two-factor : turn two-factor sign-in (TOTP) on with a QR code and a code, save the recovery codes, or turn it off. */
import { useState } from "react";
import { createFileRoute, getRouteApi, redirect } from "@tanstack/react-router";
import { Alert } from "@/components/Alert.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { fetchMe } from "@/lib/auth_api.ts";
import { readSession } from "@/lib/session.ts";
import { fetchTwoFactorStatus } from "@/lib/two_factor_api.ts";
import type { TwoFactorSetup } from "@wire/two_factor.ts";
import { BackLink, Frame } from "./-parts/two_factor_frame.tsx";
import { RecoveryCodes } from "./-parts/two_factor_codes.tsx";
import { OffView, SetupView } from "./-parts/two_factor_setup.tsx";
import { EnabledView } from "./-parts/two_factor_enabled.tsx";

export const Route = createFileRoute("/two-factor")({
  beforeLoad: async () => {
    if (!readSession().token) throw redirect({ to: "/login" });
    // The page's texts, and the menu's: the admin's or the affiliate's.
    await Promise.all([
      readyArea("affiliate"),
      readSession().role === "admin" ? readyArea("admin") : null,
    ]);
  },
  loader: async () => {
    const [status, me] = await Promise.all([
      fetchTwoFactorStatus(),
      fetchMe().catch(() => null),
    ]);
    return { status, email: me?.email ?? t("aff.2fa.yourAccount") };
  },
  pendingComponent: () => (
    <Frame>
      <Loading text={t("aff.2fa.loading")} />
    </Frame>
  ),
  errorComponent: ({ error }) => (
    <Frame>
      <Alert tone="error">
        {messageOf(error, t("aff.2fa.loadFailed"))}
      </Alert>
      <BackLink />
    </Frame>
  ),
  component: TwoFactorPage,
});

const routeApi = getRouteApi("/two-factor");

/** The page: off (set it up), setting up (QR, secret, code), codes to save, or on (turn it off). */
function TwoFactorPage() {
  const { status, email } = routeApi.useLoaderData();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<
    { list: string[]; replaced: boolean } | null
  >(null);
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes.list}
        replaced={codes.replaced}
        email={email}
      />
    );
  }
  if (status.enabled) {
    return (
      <EnabledView
        status={status}
        onRegenerated={(list) => setCodes({ list, replaced: true })}
      />
    );
  }
  if (setup) {
    return (
      <SetupView
        setup={setup}
        onConfirmed={(list) => setCodes({ list, replaced: false })}
      />
    );
  }
  return <OffView status={status} onStarted={setSetup} />;
}
