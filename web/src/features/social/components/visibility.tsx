import { Globe2, Lock, Users, type LucideIcon } from 'lucide-react';
import type { Visibility } from '@tightlines/domain/social/posts';

/** Public, Followers, Only me (user_posts.visibility), each with its icon. */
export const VISIBILITY_ICONS: Record<Visibility, LucideIcon> = {
  public: Globe2,
  followers: Users,
  private: Lock,
};
