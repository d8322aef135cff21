// The landing page, built from the editable home content; sections the owner has not written stay out.
import { useSite } from '@/app/SiteProvider';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { HeroSection } from './components/HeroSection';
import { StatsStrip } from './components/StatsStrip';
import { MissionSection, missionParagraphs } from './components/MissionSection';
import { ServicesSection } from './components/ServicesSection';
import { CtaBand } from './components/CtaBand';
import { LatestPosts } from './components/LatestPosts';

export function HomePage() {
  const { site, loading } = useSite();
  usePageMeta();

  if (loading) return <PageSpinner />;

  const content = site?.content;
  return (
    <>
      <HeroSection
        hero={content?.home_hero ?? null}
        showPortrait={missionParagraphs(content?.home_mission ?? null).length === 0}
      />
      <StatsStrip stats={content?.home_stats ?? null} />
      <MissionSection mission={content?.home_mission ?? null} />
      <ServicesSection services={content?.home_services ?? null} />
      <LatestPosts />
      <CtaBand cta={content?.home_cta ?? null} />
    </>
  );
}
