import type { PrivacyNoticeResponse } from "@nova/domain";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { LandingData } from "@/features/landing/landing-data";
import { LandingPage } from "@/features/landing/pages/landing-page";
import { NoticeView } from "@/features/privacy/components/notice-view";

// The landing page rendered to HTML on the server (decision 0064). Built by Vite as a module of
// its own (`vite build --ssr`, into dist/.ssr/ next to the web app it belongs to) and imported
// by the server at run time, so the server renders the very components the browser hydrates.

/** The page's HTML for the inside of #root, from the data the browser then hydrates with. */
export function renderLanding(data: LandingData): string {
  return renderToString(
    <StrictMode>
      <LandingPage initial={data} />
    </StrictMode>,
  );
}

/**
 * `/privacidad`'s HTML for the inside of #root (issue 40): the notice in force, whole. The page
 * has nothing to hydrate (a link and text), so the browser runs no script for it.
 */
export function renderPrivacyNotice(data: { notice: PrivacyNoticeResponse }): string {
  return renderToString(
    <StrictMode>
      <NoticeView notice={data.notice} />
    </StrictMode>,
  );
}
