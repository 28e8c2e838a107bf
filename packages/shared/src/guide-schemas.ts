import { z } from 'zod';

/**
 * The one "next step" Home shows a new player. The steps, their order and their words are
 * content in packages/game (guide.ts); the server works out which one the hero is on.
 */
export const guideStepView = z.object({
  /** A stable id from the game's guide content, e.g. `wear-gear`, `tower-floor-1`. */
  id: z.string(),
  title: z.string(),
  text: z.string(),
  /** Where the step's button leads (a web path) and what it says. */
  action: z.object({ label: z.string(), to: z.string() }),
  /** 1-based position of this step and how many there are, for "Step 2 of 7". */
  index: z.number(),
  total: z.number(),
});
export type GuideStepView = z.infer<typeof guideStepView>;

export const guideResponse = z.object({
  /** The first step not yet done; null once every step is done or the guide is dismissed. */
  step: guideStepView.nullable(),
  /** The player closed the guide for good. */
  dismissed: z.boolean(),
});
export type GuideResponse = z.infer<typeof guideResponse>;

export const dismissGuideResponse = z.object({ dismissed: z.literal(true) });
export type DismissGuideResponse = z.infer<typeof dismissGuideResponse>;
