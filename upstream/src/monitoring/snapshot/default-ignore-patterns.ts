/**
 * Dynamic text that changes between two loads of an unchanged page. Removed before hashing so it
 * never creates a version (acceptance case 7). Kept narrow: each pattern names a unit or a shape
 * that prices do not have ("1.299,00" is not a date, "12:30" is a time).
 */
export const DEFAULT_IGNORE_PATTERNS: RegExp[] = [
  // "Updated 10:42", "10:42:05", "9:05 pm", "14:30 Uhr"
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?(?:am|pm|uhr|h))?\b/gi,
  // ISO timestamps and dates: 2025-03-01, 2025-03-01T10:42:00Z
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
  // 01.03.2025, 1/3/25, 01-03-2025
  /\b\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})\b/g,
  // "1 March 2025", "March 1, 2025", "1. März 2025"
  /\b\d{1,2}\.?\s+(?:jan|feb|mar|mär|apr|may|mai|jun|jul|aug|sep|oct|okt|nov|dec|dez)[a-zä]*\.?\s+\d{4}\b/gi,
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b/gi,
  // Relative times: "5 minutes ago", "vor 3 Stunden", "il y a 2 heures"
  /\b\d+\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)\s+ago\b/gi,
  /\bvor\s+\d+\s+(?:sekunden?|minuten?|stunden?|tagen?)\b/gi,
  /\bil y a\s+\d+\s+(?:secondes?|minutes?|heures?|jours?)\b/gi,
  // Social-proof counters: "3 people are viewing this", "12 Personen sehen sich das gerade an"
  /\b\d+\s+(?:people|persons?|others|users|customers|shoppers|visitors)\b[^.\n]{0,60}?\b(?:viewing|watching|looking|bought|purchased|in their (?:cart|basket))\b[^.\n]*/gi,
  /\b\d+\s+(?:personen|kunden|besucher)\b[^.\n]{0,60}?\b(?:sehen|schauen|gekauft|betrachten)\b[^.\n]*/gi,
];
