// Written from src/domain/content_icon.rs by `VITRINE_WRITE_TS=1 cargo test api_types`. Do not edit.

import { Lightbulb, Compass, Banknote, Laptop, Palmtree, Users, Briefcase, GraduationCap, Mic, Sparkles, Handshake, Target, TrendingUp, ChartColumn, Rocket, Scale, Leaf, Globe, HeartHandshake, Megaphone, BookOpen, CalendarDays, Building2, Landmark, Presentation, Sprout, Truck, Stethoscope, Palette, Languages } from 'lucide-react';

/** The icons the owner may give a service card or an activities section, in the order offered. */
export const CONTENT_ICONS = [
  { name: 'lightbulb', Icon: Lightbulb },
  { name: 'compass', Icon: Compass },
  { name: 'banknote', Icon: Banknote },
  { name: 'laptop', Icon: Laptop },
  { name: 'palmtree', Icon: Palmtree },
  { name: 'users', Icon: Users },
  { name: 'briefcase', Icon: Briefcase },
  { name: 'graduation-cap', Icon: GraduationCap },
  { name: 'mic', Icon: Mic },
  { name: 'sparkles', Icon: Sparkles },
  { name: 'handshake', Icon: Handshake },
  { name: 'target', Icon: Target },
  { name: 'trending-up', Icon: TrendingUp },
  { name: 'chart-column', Icon: ChartColumn },
  { name: 'rocket', Icon: Rocket },
  { name: 'scale', Icon: Scale },
  { name: 'leaf', Icon: Leaf },
  { name: 'globe', Icon: Globe },
  { name: 'heart-handshake', Icon: HeartHandshake },
  { name: 'megaphone', Icon: Megaphone },
  { name: 'book-open', Icon: BookOpen },
  { name: 'calendar-days', Icon: CalendarDays },
  { name: 'building-2', Icon: Building2 },
  { name: 'landmark', Icon: Landmark },
  { name: 'presentation', Icon: Presentation },
  { name: 'sprout', Icon: Sprout },
  { name: 'truck', Icon: Truck },
  { name: 'stethoscope', Icon: Stethoscope },
  { name: 'palette', Icon: Palette },
  { name: 'languages', Icon: Languages },
] as const;

export type ContentIconName = (typeof CONTENT_ICONS)[number]['name'];
