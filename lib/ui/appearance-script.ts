import { DARK_QUERY, DENSITY_KEY, THEME_KEY } from './appearance';

/**
 * The same as readThemeChoice → resolveTheme → applyAppearance, as a self-contained script for
 * <head> (it cannot import). Storage can throw (privacy modes): then the system decides. A module
 * of its own: only the server's layout writes it, and the browser's code of appearance.ts (the
 * theme's sync, in every first load) need not carry it.
 */
export const APPEARANCE_SCRIPT = `(function(){try{var d=document.documentElement,s=null,n=null;try{s=localStorage.getItem(${JSON.stringify(THEME_KEY)});n=localStorage.getItem(${JSON.stringify(DENSITY_KEY)})}catch(e){}var t=s==="light"||s==="dark"?s:(window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light");d.classList.toggle("dark",t==="dark");d.dataset.theme=t;d.dataset.density=n==="compact"?"compact":"comfortable";d.style.colorScheme=t}catch(e){}})();`;
