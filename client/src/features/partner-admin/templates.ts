import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The partner-admin screens, each chosen by `?template=` (spec/platform-and-shell.md §2), in the
 * menu's order. No template (or an unknown one) is the company page.
 */
export const TEMPLATES = ['company', 'users', 'billing', 'logo', 'subsidiaries', 'api-key', 'data-method-priority', 'scope2-method', 'subscriptions', 'invoices', 'report-options', 'question-templates'] as const;
export type Template = (typeof TEMPLATES)[number];

export const TEMPLATE_TITLES: Record<Template, MessageDescriptor> = {
  company: msg`Company`,
  users: msg`Users and seats`,
  billing: msg`Billing details`,
  logo: msg`Logo`,
  subsidiaries: msg`Subsidiaries`,
  'api-key': msg`API tokens`,
  'data-method-priority': msg`Data method priority`,
  'scope2-method': msg`Registered scope 2 method`,
  subscriptions: msg`Subscription`,
  invoices: msg`Invoices`,
  'report-options': msg`Report options`,
  'question-templates': msg`Question templates`,
};

export function templateOf(value: string | null): Template {
  return (TEMPLATES as readonly string[]).includes(value ?? '') ? (value as Template) : 'company';
}

export const templatePath = (t: Template) => (t === 'company' ? '/partner-admin' : `/partner-admin?template=${t}`);
