// The admin dashboard's answers (spec 001 §3 "Admin stats" and "Activity entry"), plus the
// series its charts draw. Money in US dollars, times in milliseconds, rates in percent
// (0–100), days as YYYY-MM-DD in the dashboard's time zone (Europe/Berlin).
import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** Spec 001 §9: the dashboard's potential revenue assumes 9.99 USD per user. */
export const POTENTIAL_REVENUE_PER_USER_USD = 9.99;
/** Spec 001 §9: the error rate is shown green below 1 %. */
export const ERROR_RATE_GREEN_BELOW_PERCENT = 1;

const count = lazySchema(() => z.number().int().nonnegative());
const amount = lazySchema(() => z.number().nonnegative());
const percent = lazySchema(() => z.number().min(0).max(100));
const day = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

const visitorPeriodSchema = lazySchema(() =>
  z.object({
    /** Distinct visitors per day, added up over the period's days (keys rotate daily). */
    newVisitors: count,
    searchesStarted: count,
    imagesUploaded: count,
    /** Sign-ups per visitor, in percent. */
    conversionRate: percent,
  }),
);

const costByTypeSchema = lazySchema(() =>
  z.object({ calls: count, cost: amount, avgCost: amount }),
);

export const adminStatsSchema = lazySchema(() =>
  z.object({
    generatedAt: z.iso.datetime({ offset: true }),
    users: z.object({
      total: count,
      newToday: count,
      newThisWeek: count,
      activeUsers: count,
    }),
    recommendations: z.object({
      total: count,
      todayCount: count,
      weekCount: count,
      successRate: percent,
    }),
    collections: z.object({
      total: count,
      withAnalysis: count,
      avgPerfumesPerCollection: amount,
    }),
    analysis: z.object({ totalAnalyses: count, avgProcessingTime: amount }),
    performance: z.object({
      /** Last 24 hours of API requests. */
      avgResponseTime: amount,
      errorRate: percent,
      requests: count,
      /** AI calls of this month answered from the result cache, in percent. */
      cacheHitRate: percent,
      /** AI calls of this month that reached the OpenAI model (not answered by the cache). */
      openaiUsage: count,
    }),
    visitors: z.object({ today: visitorPeriodSchema, thisWeek: visitorPeriodSchema }),
    /** What anonymous callers stored, against the global daily ceilings (review N3). */
    anonymousWrites: z.object({
      tempItemsStored: count,
      tempItemsToday: count,
      tempItemsPerDay: count,
      analyticsEventsToday: count,
      analyticsEventsPerDay: count,
    }),
    costs: z.object({
      openaiCosts: z.object({ thisMonth: amount, totalCalls: count, totalTokens: count }),
      /** Database (Supabase or another managed PostgreSQL) per month, from the configuration. */
      supabaseCosts: z.object({ thisMonth: amount }),
      /** Hosting per month, from the configuration. */
      hostingCosts: z.object({ thisMonth: amount }),
      /** AI costs plus the fixed monthly costs, prorated by the days of the period. */
      totalRealCosts: z.object({ today: amount, thisWeek: amount, thisMonth: amount }),
      openaiByType: z.object({
        imageAnalysis: costByTypeSchema,
        recommendations: costByTypeSchema,
        dnaAnalysis: costByTypeSchema,
      }),
    }),
    revenue: z.object({
      potentialRevenue: amount,
      /** Sign-ups per visitor over the last 30 days, in percent. */
      conversionRate: percent,
      /** Interactions (events other than page views) per visitor over the last 30 days. */
      avgInteractionsPerUser: amount,
      /** Active users per registered user, in percent. */
      userEngagement: percent,
    }),
    charts: z.object({
      /** The last 30 days, oldest first. */
      daily: z.array(z.object({ day, visitors: count, signups: count })),
      /** AI cost per day and type over the last 30 days, oldest first. */
      aiCosts: z.array(
        z.object({ day, imageAnalysis: amount, recommendations: amount, dnaAnalysis: amount }),
      ),
      /** The last 24 hours of API requests per hour, oldest first (hours without requests left out). */
      hourly: z.array(
        z.object({
          hour: z.iso.datetime({ offset: true }),
          requests: count,
          avgResponseTime: amount,
          errorRate: percent,
        }),
      ),
    }),
  }),
);
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACTIVITY_TYPES = [
  'signup',
  'analysis',
  'recommendations',
  'photo',
  'search_started',
  'image_uploaded',
  'shop_click',
  'save',
] as const;

export const activityEntrySchema = lazySchema(() =>
  z.object({
    description: z.string().min(1),
    timestamp: z.iso.datetime({ offset: true }),
    type: z.enum(ACTIVITY_TYPES),
  }),
);
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const adminActivitySchema = lazySchema(() =>
  z.object({ activity: z.array(activityEntrySchema) }),
);
export type AdminActivity = z.infer<typeof adminActivitySchema>;
