// Type declarations for the Cape packages the documentation describes. The docs
// tests compile every TypeScript and TSX code block against this file, so a
// sample that uses a name the docs do not document fails the test.
//
// The file is deliberately a script (no top-level import or export): in a
// module file, `declare module '@cape/sdk'` would be an augmentation of a
// package that does not exist. The browser global is therefore declared in a
// `global` block nested in the '@cape/chatmodal-react' module declaration,
// which TypeScript treats as a module.

declare module '@cape/sdk' {
  /** Error codes of the REST API, also used by the SDK and the chat modal. */
  export type CapeErrorCode =
    | 'invalid_request'
    | 'unauthorized'
    | 'forbidden'
    | 'not_found'
    | 'rate_limited'
    | 'conflict';

  /** Thrown by every SDK method when the API answers with an error. */
  export class CapeError extends Error {
    constructor(code: CapeErrorCode, status: number, message: string);
    readonly code: CapeErrorCode;
    readonly status: number;
    message: string;
  }

  export interface CapeOptions {
    /** A secret key (`sk_...`) on a server, or a publishable key (`pk_...`) in a browser. */
    apiKey: string;
    /** The workspace to work in, for example `ws_01example`. */
    workspaceId?: string;
  }

  export interface ListParams {
    limit?: number;
    cursor?: string;
  }

  export interface Page<T> {
    data: T[];
    nextCursor: string | null;
  }

  // Crawler configuration (`crawler` in the API, `cape.crawler.yaml` on disk).

  export type CrawlerAuth =
    | {type: 'none'}
    | {type: 'basic'; username: string; passwordSecret: string}
    | {type: 'header'; headerName: string; headerValueSecret: string}
    | {type: 'cookie'; cookieSecret: string};

  export interface CrawlerConfig {
    startUrls?: string[];
    sitemaps?: string[];
    include?: string[];
    exclude?: string[];
    maxDepth?: number;
    maxPages?: number;
    rateLimit?: {
      requestsPerSecond?: number;
      concurrency?: number;
    };
    respectRobotsTxt?: boolean;
    schedule?: string;
    auth?: CrawlerAuth;
    userAgentSuffix?: string;
  }

  // Extractor configuration (`extractor` in the API and in `cape.crawler.yaml`).

  export interface ExtractorConfig {
    mainContent?: 'auto' | 'selector';
    selectors?: {
      content?: string;
      title?: string;
      exclude?: string[];
    };
    tables?: 'markdown' | 'records' | 'skip';
    pdf?: {
      enabled?: boolean;
      ocr?: boolean;
    };
    metadata?: string[];
    dedupe?: {
      strategy?: 'exact' | 'near';
      threshold?: number;
    };
    /** `'auto'` or a BCP 47 tag such as `'de'` or `'pt-BR'`. */
    language?: string;
    chunking?: {
      maxTokens?: number;
      overlap?: number;
    };
  }

  // Sources

  export type SourceType = 'website' | 'upload' | 'sitemap';

  export interface Source {
    id: string;
    name: string;
    type: SourceType;
    crawler: CrawlerConfig | null;
    extractor: ExtractorConfig;
    createdAt: string;
  }

  export interface CreateSourceParams {
    name: string;
    type: SourceType;
    crawler?: CrawlerConfig;
    extractor?: ExtractorConfig;
  }

  export interface UpdateSourceParams {
    name?: string;
    crawler?: CrawlerConfig;
    extractor?: ExtractorConfig;
  }

  // Crawls

  export type CrawlStatus =
    'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

  export type PageOutcome =
    'fetched' | 'skipped_robots' | 'skipped_rule' | 'not_modified' | 'error';

  export interface Crawl {
    id: string;
    sourceId: string;
    status: CrawlStatus;
    /** Number of URLs per outcome so far. */
    pages: Record<PageOutcome, number>;
    startedAt: string | null;
    finishedAt: string | null;
    /** Why a `failed` crawl failed; `null` otherwise. */
    failureReason: string | null;
  }

  // Documents: the extracted records

  export interface DocumentRecord {
    url: string;
    title: string;
    text: string;
    language: string;
    headings: string[];
    metadata: Record<string, string>;
    contentHash: string;
    fetchedAt: string;
  }

  export interface ListDocumentsParams extends ListParams {
    sourceId: string;
  }

  // Assistants

  export interface Assistant {
    id: string;
    name: string;
    sourceIds: string[];
    instructions: string | null;
    languages: string[];
    fallback: string | null;
    createdAt: string;
  }

  export interface CreateAssistantParams {
    name: string;
    sourceIds: string[];
    instructions?: string;
    languages?: string[];
    fallback?: string;
  }

  export interface UpdateAssistantParams {
    name?: string;
    sourceIds?: string[];
    instructions?: string;
    languages?: string[];
    fallback?: string;
  }

  // Answers and conversations

  export interface Citation {
    url: string;
    title: string;
  }

  export interface CreateAnswerParams {
    assistantId: string;
    question: string;
    conversationId?: string;
    /** `'auto'` or a BCP 47 tag. */
    language?: string;
  }

  export interface Answer {
    answer: string;
    citations: Citation[];
    conversationId: string;
  }

  export interface ConversationMessage {
    id: string;
    role: 'user' | 'assistant';
    text: string;
    citations: Citation[];
    createdAt: string;
  }

  export interface Conversation {
    id: string;
    assistantId: string;
    language: string;
    messages: ConversationMessage[];
    createdAt: string;
  }

  export interface ListConversationsParams extends ListParams {
    assistantId: string;
  }

  // Webhooks

  export type WebhookEventType =
    'crawl.completed' | 'crawl.failed' | 'conversation.handoff';

  /** The JSON body of a webhook delivery. */
  export type WebhookEvent =
    | {type: 'crawl.completed' | 'crawl.failed'; createdAt: string; data: Crawl}
    | {
        type: 'conversation.handoff';
        createdAt: string;
        data: {
          conversationId: string;
          assistantId: string;
          email: string | null;
        };
      };

  // The client

  export interface SourcesResource {
    list(params?: ListParams): Promise<Page<Source>>;
    create(params: CreateSourceParams): Promise<Source>;
    get(id: string): Promise<Source>;
    update(id: string, params: UpdateSourceParams): Promise<Source>;
    delete(id: string): Promise<void>;
  }

  export interface CrawlsResource {
    start(sourceId: string): Promise<Crawl>;
    get(crawlId: string): Promise<Crawl>;
    cancel(crawlId: string): Promise<Crawl>;
  }

  export interface DocumentsResource {
    list(params: ListDocumentsParams): Promise<Page<DocumentRecord>>;
  }

  export interface AssistantsResource {
    list(params?: ListParams): Promise<Page<Assistant>>;
    create(params: CreateAssistantParams): Promise<Assistant>;
    update(id: string, params: UpdateAssistantParams): Promise<Assistant>;
  }

  export interface AnswersResource {
    create(params: CreateAnswerParams): Promise<Answer>;
  }

  export interface ConversationsResource {
    list(params: ListConversationsParams): Promise<Page<Conversation>>;
    get(id: string): Promise<Conversation>;
  }

  export interface WebhooksResource {
    /** True when `signature` (the `Cape-Signature` header) matches the raw `payload`. */
    verify(payload: string, signature: string, secret: string): boolean;
  }

  export class Cape {
    constructor(options: CapeOptions);
    readonly sources: SourcesResource;
    readonly crawls: CrawlsResource;
    readonly documents: DocumentsResource;
    readonly assistants: AssistantsResource;
    readonly answers: AnswersResource;
    readonly conversations: ConversationsResource;
    readonly webhooks: WebhooksResource;
  }
}

declare module '@cape/chatmodal-react' {
  import type {ReactNode} from 'react';
  import type {CapeErrorCode} from '@cape/sdk';

  export interface ChatmodalTheme {
    /** Any CSS colour. */
    primaryColor?: string;
    mode?: 'light' | 'dark' | 'auto';
    /** Corner radius in pixels. */
    radius?: number;
  }

  export interface ChatmodalMessageEvent {
    role: 'user' | 'assistant';
    text: string;
    conversationId: string;
  }

  export interface ChatmodalFeedbackEvent {
    messageId: string;
    rating: 'up' | 'down';
  }

  export interface ChatmodalHandoffEvent {
    conversationId: string;
    email?: string;
  }

  export interface ChatmodalErrorEvent {
    code: CapeErrorCode;
    message: string;
  }

  /** Payload of each chat modal event; `open` and `close` carry none. */
  export interface ChatmodalEventMap {
    open: undefined;
    close: undefined;
    message: ChatmodalMessageEvent;
    feedback: ChatmodalFeedbackEvent;
    handoff: ChatmodalHandoffEvent;
    error: ChatmodalErrorEvent;
  }

  export type ChatmodalEventName = keyof ChatmodalEventMap;

  /** `window.Cape.chatmodal`, available once `chatmodal.js` has run. */
  export interface ChatmodalApi {
    open(): void;
    close(): void;
    toggle(): void;
    on<K extends ChatmodalEventName>(
      event: K,
      handler: (payload: ChatmodalEventMap[K]) => void,
    ): void;
    off<K extends ChatmodalEventName>(
      event: K,
      handler: (payload: ChatmodalEventMap[K]) => void,
    ): void;
    /** `'auto'` or a BCP 47 tag. */
    setLanguage(tag: string): void;
  }

  export interface CapeChatmodalProps {
    assistantId: string;
    publishableKey: string;
    position?: 'bottom-right' | 'bottom-left';
    launcher?: 'button' | 'none';
    greeting?: string;
    /** `'auto'` or a BCP 47 tag. */
    language?: string;
    theme?: ChatmodalTheme;
    /** Makes the component controlled: the dialog is shown exactly when `open` is true. */
    open?: boolean;
    onOpen?: () => void;
    onClose?: () => void;
    onMessage?: (event: ChatmodalMessageEvent) => void;
    onFeedback?: (event: ChatmodalFeedbackEvent) => void;
    onHandoff?: (event: ChatmodalHandoffEvent) => void;
    onError?: (error: ChatmodalErrorEvent) => void;
  }

  export function CapeChatmodal(props: CapeChatmodalProps): ReactNode;

  global {
    interface Window {
      Cape: {
        chatmodal: ChatmodalApi;
      };
    }
  }
}
