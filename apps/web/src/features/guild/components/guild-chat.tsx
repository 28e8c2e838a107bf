import { useInfiniteQuery } from '@tanstack/react-query';
import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import IconChatBubble from '~icons/game-icons/chat-bubble';
import { GUILD_CHAT } from '@demonbane/game/guilds';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { errorMessage, loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import {
  CHAT_LOAD_ERROR,
  chatBlocked,
  chatHistoryQueryOptions,
  chatMessages,
} from '../api/get-chat-history';
import { CHAT_MODERATE_ERROR, useModerateChat, type ChatModeration } from '../api/moderate-chat';
import { CHAT_POST_ERROR, usePostChat } from '../api/post-chat';
import { useLiveChat } from '../hooks/use-live-chat';
import { lastSeenMessage, markChatSeen } from '../utils/chat-seen';
import { chatPostError } from '../utils/chat-refusal';
import { ChatMessage } from './chat-message';
import styles from './guild-chat.module.css';

export interface GuildChatProps {
  userId: string;
  guildId: string;
  /** Officers and the leader may take messages down. */
  canDelete: boolean;
}

/**
 * The guild's chat: its history, newest at the bottom, older pages on demand, live
 * messages joining it as they come, a divider at the first one not seen before, and the
 * box to post in (Enter sends, Shift+Enter breaks the line).
 */
export function GuildChat({ userId, guildId, canDelete }: GuildChatProps) {
  const history = useInfiniteQuery(chatHistoryQueryOptions(userId, guildId));
  const post = usePostChat(userId);
  const moderate = useModerateChat(userId);
  useLiveChat(guildId);
  // Where the hero had read up to when the chat opened: the divider stays there this visit.
  const [seenBefore] = useState(() => lastSeenMessage(userId));
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const scroller = useRef<HTMLOListElement>(null);
  const newestShown = useRef<number | null>(null);
  const textId = useId();
  const countId = useId();

  const blocked = chatBlocked(history.data);
  const hidden = new Set(blocked.map((b) => b.userId));
  const messages = chatMessages(history.data).filter(
    (m) => m.userId === null || !hidden.has(m.userId),
  );
  const newest = messages.at(-1)?.id ?? null;
  const firstUnseen =
    seenBefore === null
      ? undefined
      : messages.find((m) => m.id > seenBefore && m.userId !== userId)?.id;

  // Whatever is on screen is seen; the nav badge clears.
  useEffect(() => {
    if (newest !== null) markChatSeen(userId, newest);
  }, [newest, userId]);

  // A newer message scrolls to the bottom; older ones loaded above leave the view be.
  useLayoutEffect(() => {
    if (newest === null || newest === newestShown.current) return;
    newestShown.current = newest;
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const chars = [...text.trim()].length;
  const tooLong = chars > GUILD_CHAT.maxChars;

  function send() {
    const body = text.trim();
    if (body === '' || tooLong || post.isPending) return;
    setNotice(null);
    post.mutate(body, {
      onSuccess: () => setText(''),
      onError: (err) => setNotice({ tone: 'error', text: chatPostError(err, CHAT_POST_ERROR) }),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function onModerate(change: ChatModeration) {
    setNotice(null);
    moderate.mutate(change, {
      onSuccess: (said) => setNotice({ tone: 'success', text: said }),
      onError: (err) => setNotice({ tone: 'error', text: errorMessage(err, CHAT_MODERATE_ERROR) }),
    });
  }

  const error = loadError(history.error, CHAT_LOAD_ERROR);
  return (
    <Panel tone="iron" title="Guild chat" icon={<IconChatBubble />}>
      <div className={styles.chat}>
        {error && <Alert tone="error">{error}</Alert>}
        {history.isPending && <Loading />}
        {history.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.older}
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage || undefined}
          >
            Load older messages
          </Button>
        )}
        {history.data && messages.length === 0 && (
          <p className={styles.empty}>No messages yet. Say hello to your guild.</p>
        )}
        {messages.length > 0 && (
          <ol
            ref={scroller}
            className={styles.messages}
            role="log"
            aria-label="Guild chat messages"
            tabIndex={0}
          >
            {messages.map((message) => (
              <Fragment key={message.id}>
                {message.id === firstUnseen && (
                  <li className={styles.divider} role="separator">
                    <span>New messages</span>
                  </li>
                )}
                <ChatMessage
                  message={message}
                  own={message.userId === userId}
                  canDelete={canDelete}
                  busy={moderate.isPending}
                  onModerate={onModerate}
                />
              </Fragment>
            ))}
          </ol>
        )}
        {blocked.length > 0 && (
          <p className={styles.hidden}>
            Hidden:{' '}
            {blocked.map((b, i) => (
              <Fragment key={b.userId}>
                {i > 0 && ', '}
                {b.name}{' '}
                <button
                  type="button"
                  className={styles.unblock}
                  disabled={moderate.isPending}
                  onClick={() =>
                    onModerate({ action: 'block', guildId, playerId: b.userId, blocked: false })
                  }
                >
                  show again
                </button>
              </Fragment>
            ))}
          </p>
        )}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <form
          className={styles.post}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label className={styles.postLabel} htmlFor={textId}>
            Message
          </label>
          <textarea
            id={textId}
            className={styles.postText}
            value={text}
            rows={2}
            aria-describedby={countId}
            aria-invalid={tooLong || undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={countId} className={styles.count} data-over={tooLong || undefined}>
            {formatNumber(chars)} / {formatNumber(GUILD_CHAT.maxChars)}
            <span className="sr-only">
              {' '}
              characters. Enter sends, Shift+Enter starts a new line.
            </span>
          </p>
          <Button
            type="submit"
            disabled={chars === 0 || tooLong || post.isPending}
            aria-busy={post.isPending || undefined}
          >
            Send
          </Button>
        </form>
      </div>
    </Panel>
  );
}
