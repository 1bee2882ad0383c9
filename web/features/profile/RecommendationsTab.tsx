import { useId, useState } from 'react';
import type { Recommendation } from '../../../api/contract/recommendations';
import { addRecommendationToCollection } from '../../data/collectionActions';
import { addToBlacklist, addToWishlist } from '../../data/listActions';
import { useCollectionItems, useStoredRecommendations } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import {
  isEmptyResult,
  RATE_LIMIT_TEXT,
  recommendationErrorText,
  RECOMMENDATIONS_FAILED_TITLE,
} from '../../apiClient/errorTexts';
import { failureInfoOf } from '../../apiClient/apiFailure';
import { useOnline } from '../syncStatus/useOnline';
import { addFeedback } from './actionFeedback';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { ProfileRecommendationCard, type RecommendationTarget } from './ProfileRecommendationCard';
import { keepRecommendations } from './storedScent';
import '../analysis/analysis.css';
import { profileCopy } from '../../copy/profile';

type Props = { collectionId: string; beforeGenerate: () => Promise<void> };

/** Spec 001 §2 "Empfehlungen": generate (online), then file each card somewhere. */
export function RecommendationsTab({ collectionId, beforeGenerate }: Props) {
  const items = useCollectionItems(collectionId);
  const stored = useStoredRecommendations(collectionId);
  const online = useOnline();
  const { show } = useToast();
  const [loading, setLoading] = useState(false);
  const hintId = useId();
  const empty = (items?.length ?? 0) === 0;

  const generate = async () => {
    if (loading || empty || !online || !items) return;
    setLoading(true);
    try {
      // The server reads the collection's perfumes itself: queued adds must arrive first.
      await beforeGenerate();
      const response = await api.call(endpoints.generateRecommendations, {
        body: {
          collectionId,
          perfumeNames: items.map((item) => `${item.name} ${item.brand}`.trim().slice(0, 200)),
        },
      });
      if (isEmptyResult(response.stats)) {
        show({
          variant: 'destructive',
          title: profileCopy.recommendations.rateLimitTitle,
          description: RATE_LIMIT_TEXT,
        });
        return;
      }
      await keepRecommendations(collectionId, response);
    } catch (error) {
      show({
        variant: 'destructive',
        title: RECOMMENDATIONS_FAILED_TITLE,
        description: recommendationErrorText(failureInfoOf(error)),
      });
    } finally {
      setLoading(false);
    }
  };

  const move = async (card: Recommendation, target: RecommendationTarget) => {
    const outcome =
      target === 'collection'
        ? await addRecommendationToCollection(collectionId, card)
        : target === 'wishlist'
          ? await addToWishlist(collectionId, { recommendation: card })
          : await addToBlacklist(collectionId, { recommendation: card });
    show(addFeedback(outcome, target, card.gpt_name));
  };

  const cards = stored?.recommendations ?? [];
  const hint = !online
    ? profileCopy.recommendations.offline
    : empty
      ? profileCopy.recommendations.needsPerfumes
      : profileCopy.recommendations.hint;

  return (
    <>
      <div className="profile-toolbar">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={loading || empty || !online}
          aria-describedby={hintId}
          onClick={() => void generate()}
        >
          {loading ? profileCopy.recommendations.generating : profileCopy.recommendations.generate}
        </button>
        <p id={hintId} className="profile-toolbar__hint">
          {hint}
        </p>
      </div>
      {stored === undefined ? (
        <p role="status">{profileCopy.recommendations.loading}</p>
      ) : cards.length === 0 ? (
        <p className="profile-empty">{profileCopy.recommendations.empty}</p>
      ) : (
        <ul className="item-grid" aria-label={profileCopy.recommendations.listLabel}>
          {cards.map((card) => (
            <li key={card.id}>
              <ProfileRecommendationCard card={card} onMove={(c, t) => void move(c, t)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
