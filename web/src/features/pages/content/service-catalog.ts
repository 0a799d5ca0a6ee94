import type { LucideIcon } from 'lucide-react';
import { Headset, Megaphone, Server, Workflow } from 'lucide-react';
import type { SERVICE_INTERESTS } from '@tightlines/domain/contact/contract';

export type ServiceSlug = 'marketing' | 'automation' | 'managed-it' | 'virtual-assistants';
type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

interface ServiceEntry {
  slug: ServiceSlug;
  /** i18n key under `pages:services.items`. */
  key: 'marketing' | 'automation' | 'managedIt' | 'virtualAssistants';
  icon: LucideIcon;
  /**
   * The contact form's interest options come from the spec and do not name our four services,
   * so each service preselects the closest option.
   */
  interest: ServiceInterest;
}

export const SERVICES: readonly ServiceEntry[] = [
  { slug: 'marketing', key: 'marketing', icon: Megaphone, interest: 'web_development' },
  { slug: 'automation', key: 'automation', icon: Workflow, interest: 'ai_development' },
  { slug: 'managed-it', key: 'managedIt', icon: Server, interest: 'cloud_solutions' },
  { slug: 'virtual-assistants', key: 'virtualAssistants', icon: Headset, interest: 'other' },
];

export function findService(slug: string | undefined): ServiceEntry | undefined {
  return SERVICES.find((service) => service.slug === slug);
}

export function contactHref(interest: ServiceInterest): string {
  return `/contact?interest=${interest}`;
}
