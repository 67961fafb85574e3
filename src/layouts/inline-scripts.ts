import { TOP_BANNER_FLAG } from "../stores/banners.ts";

/**
 * The page's own inline scripts. Their text never changes (values come from data attributes), so
 * their Content-Security-Policy hashes are fixed in astro.config.ts.
 */

/** Hides a closed top banner before the first paint (the id is on <html data-top-banner-id>). */
export const TOP_BANNER_SCRIPT =
  `try{const d=document.documentElement;` +
  `if(localStorage.getItem(${JSON.stringify(TOP_BANNER_FLAG)})===d.dataset.topBannerId)d.dataset.topBanner="closed"}catch{}`;

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

export const INLINE_SCRIPTS = [TOP_BANNER_SCRIPT, GA_SCRIPT, PIXEL_SCRIPT];
