import {
  BANNER_COOKIE_ATTRIBUTES,
  COOKIE_BANNER_FLAG,
  POPUP_BANNER_FLAG,
  TOP_BANNER_FLAG,
} from "../stores/banners.ts";

/**
 * The page's own inline scripts. Their text never changes (values come from data attributes), so
 * their Content-Security-Policy hashes are fixed in astro.config.ts.
 */

const ATTRIBUTES = JSON.stringify(BANNER_COOKIE_ATTRIBUTES);

/**
 * Hides a closed top banner before the first paint (the id is on <html data-top-banner-id>, the
 * closed one in its cookie).
 */
export const TOP_BANNER_SCRIPT =
  `{const d=document.documentElement;` +
  `if(/(?:^|; )${TOP_BANNER_FLAG}=(\\d+)/.exec(document.cookie)?.[1]===d.dataset.topBannerId)d.dataset.topBanner="closed"}`;

/** Google Analytics; gtag.js reads Arguments objects from the data layer, not arrays. */
export const GA_SCRIPT =
  `window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments)};` +
  `window.gtag("js",new Date());window.gtag("config",document.currentScript.dataset.gaId);`;

/** The Meta pixel's loader. */
export const PIXEL_SCRIPT =
  `if(!window.fbq){const fbq=(window.fbq=function(...args){if(fbq.callMethod)fbq.callMethod(...args);` +
  `else fbq.queue.push(args)});window._fbq=fbq;fbq.push=fbq;fbq.loaded=true;fbq.version="2.0";` +
  `fbq.queue=[];const script=document.createElement("script");script.async=true;` +
  `script.src="https://connect.facebook.net/en_US/fbevents.js";document.head.appendChild(script)}` +
  `window.fbq("init",document.currentScript.dataset.pixelId);window.fbq("track","PageView");`;

/**
 * Shows the cookie banner (#cookie-banner) before the first paint unless it was accepted (its cookie);
 * the floating chat link after it reads --cookie-banner-height, set on the box holding the two of
 * them (DefaultLayout.astro), to stay above it. The height comes from a ResizeObserver, whose first
 * answer arrives after the page's first layout and before its first paint: reading offsetHeight
 * while the page is parsed would force a layout of everything parsed so far.
 */
export const COOKIE_BANNER_SCRIPT =
  `(()=>{const flag=${JSON.stringify(COOKIE_BANNER_FLAG)};` +
  `if(document.cookie.split("; ").some((c)=>c.startsWith(flag+"=")))return;` +
  `const banner=document.getElementById("cookie-banner"),box=banner.parentElement;banner.hidden=false;` +
  `const observer=new ResizeObserver(([entry])=>box.style.setProperty("--cookie-banner-height",entry.borderBoxSize[0].blockSize+"px"));` +
  `observer.observe(banner);` +
  `banner.querySelector("[data-cookie-accept]").addEventListener("click",()=>{` +
  `document.cookie=flag+"=1"+${ATTRIBUTES};observer.disconnect();banner.hidden=true;` +
  `box.style.removeProperty("--cookie-banner-height")})})();`;

/**
 * Opens the popup banner (#popup-banner) before the first paint unless closed for good or for this
 * session (its cookie), or while the cookie banner (earlier in the page, its script already run)
 * waits for the visitor's choice: one overlay at a time, the cookie choice first.
 */
export const POPUP_BANNER_SCRIPT =
  `(()=>{const cookies=document.getElementById("cookie-banner");` +
  `if(document.cookie.split("; ").some((c)=>c.startsWith(${JSON.stringify(POPUP_BANNER_FLAG + "=")}))||(cookies&&!cookies.hidden))return;` +
  `document.getElementById("popup-banner").hidden=false;document.documentElement.classList.add("scroll-locked");` +
  `document.querySelector("[data-popup-close]").focus()})();`;

export const INLINE_SCRIPTS = [
  TOP_BANNER_SCRIPT,
  GA_SCRIPT,
  PIXEL_SCRIPT,
  COOKIE_BANNER_SCRIPT,
  POPUP_BANNER_SCRIPT,
];
