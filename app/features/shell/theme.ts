export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs inline in <head> before paint (with the CSP nonce): applies the stored theme, else the
 * system preference, so the wrong theme never flashes.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var d=document.documentElement;d.classList.toggle('dark',t==='dark');d.style.colorScheme=t}catch(e){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies and persists a theme. */
export function setTheme(theme: Theme) {
  const d = document.documentElement;
  d.classList.toggle('dark', theme === 'dark');
  d.style.colorScheme = theme;
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  window.dispatchEvent(new Event('themechange'));
}
