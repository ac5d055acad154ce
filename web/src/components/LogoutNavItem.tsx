/** LogoutNavItem: the last item of the admin and user navigation: clears the stored sign-in, then goes to /login. */
import { useNavigate } from "@tanstack/react-router";
import { t } from "@/i18n/i18n.ts";

/** The Logout button as a navigation list item; `clear` removes what this role keeps in storage. */
export function LogoutNavItem({ clear }: { clear: () => void }) {
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        className="app-nav-link"
        onClick={() => {
          clear();
          navigate({ to: "/login" });
        }}
      >
        {t("app.logout")}
      </button>
    </li>
  );
}
