"""The serve application's own settings: the ``args`` of ``serve.app:build_app``.

``configs/serve.yaml`` is an ordinary Ray Serve config file (``serve run configs/serve.yaml``, ``serve deploy
configs/serve.yaml``); Kioku's knobs live under the application's ``args`` and are validated here, so a typo in a
key is an error at start-up rather than a silently ignored setting. Deployment sizes (replicas, CPU fractions)
stay in code defaults and can be overridden the Ray way, in the file's ``deployments:`` section.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from memory.config import CONFIG_DIR, read_yaml_mapping
from memory.errors import InvalidInput

DEFAULT_SERVE_CONFIG = CONFIG_DIR / "serve.yaml"


class _Cfg(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GeneratorConfig(_Cfg):
    """The main model that answers turns and chat completions.

    ``extractive`` (the default) needs no model: the reply quotes the best evidence the memory found and says
    so. ``openai`` covers OpenAI and any OpenAI-compatible server (``base_url``, e.g. a ``vllm serve``
    endpoint); ``anthropic`` uses the official client; ``vllm`` runs an in-process vLLM engine on a GPU
    (the ``vllm`` extra). Keys come from the environment variable named in ``api_key_env``, never from YAML.
    """

    provider: Literal["extractive", "openai", "anthropic", "vllm"] = "extractive"
    model: str | None = None
    base_url: str | None = None
    api_key_env: str | None = None  # default: OPENAI_API_KEY / ANTHROPIC_API_KEY
    max_tokens: int = Field(default=512, gt=0)
    temperature: float = Field(default=0.2, ge=0.0, le=2.0)
    timeout_s: float = Field(default=60.0, gt=0)
    engine_kwargs: dict[str, Any] = Field(default_factory=dict)  # vllm only (AsyncEngineArgs)

    @model_validator(mode="after")
    def _model_needed(self) -> GeneratorConfig:
        if self.provider != "extractive" and not self.model:
            raise ValueError(f"generator.model is required for provider {self.provider!r}")
        return self


class EmbedderConfig(_Cfg):
    """Where the engine's embedders run.

    ``local``: inside the store owner (no extra hop; the right choice on a CPU-only box, measured in
    bench/serve_load.py). ``remote``: in the Embedder deployment, which batches concurrent requests with
    ``@serve.batch`` and takes a GPU when the cluster has one. ``auto``: remote when the cluster has a GPU.
    """

    placement: Literal["auto", "local", "remote"] = "auto"
    max_batch_size: int = Field(default=32, gt=0)
    batch_wait_timeout_s: float = Field(default=0.002, ge=0.0)
    rerankers: list[str] = Field(default_factory=list)  # reranker specs served next to the embedders


class OrchestratorAutoscaling(_Cfg):
    """Ray Serve autoscaling of the ingress when ``orchestrator_replicas: auto``. ``max_replicas`` null means a
    quarter of the cluster's CPUs (at least 1): an ingress replica mostly waits on the shards, and the cores are
    the shards' (memory.shards.auto_count)."""

    min_replicas: int = Field(default=1, ge=1)
    max_replicas: int | None = Field(default=None, ge=1)
    target_ongoing_requests: float = Field(default=16.0, gt=0)
    upscale_delay_s: float = Field(default=10.0, ge=0)
    downscale_delay_s: float = Field(default=120.0, ge=0)
    look_back_period_s: float = Field(default=30.0, gt=0)

    @model_validator(mode="after")
    def _bounds(self) -> OrchestratorAutoscaling:
        if self.max_replicas is not None and self.max_replicas < self.min_replicas:
            raise ValueError("max_replicas must be >= min_replicas")
        return self

    def serve_config(self, cpus: float) -> dict[str, Any]:
        """The deployment's ``autoscaling_config``, bounded by what the cluster holds."""
        top = self.max_replicas or max(1, int(cpus // 4))
        return {
            "min_replicas": self.min_replicas,
            "max_replicas": max(top, self.min_replicas),
            "initial_replicas": self.min_replicas,
            "target_ongoing_requests": self.target_ongoing_requests,
            "upscale_delay_s": self.upscale_delay_s,
            "downscale_delay_s": self.downscale_delay_s,
            "look_back_period_s": self.look_back_period_s,
        }


class ServeArgs(_Cfg):
    """Everything ``build_app`` needs; every field has an embedded default."""

    engine_config: str | None = None  # memory config YAML (default configs/default.yaml)
    data_dir: str = "./data"
    api_key_env: str = "KIOKU_API_KEY"  # bearer auth is on when this variable is set (and non-empty)
    max_body_bytes: int = Field(default=1_048_576, gt=0)
    # FastAPI ingress replicas: a fixed count, or "auto" = Serve autoscaling within orchestrator_autoscaling.
    orchestrator_replicas: Annotated[int, Field(ge=1)] | Literal["auto"] = "auto"
    orchestrator_autoscaling: OrchestratorAutoscaling = Field(default_factory=OrchestratorAutoscaling)
    # User shards: each is a Store deployment owning <data_dir>/shard-<i>/ (memory.shards). "auto" = what the
    # cluster's CPUs justify on the first start (memory.shards.auto_count); afterwards the recorded count.
    store_shards: Annotated[int, Field(ge=1, le=4096)] | Literal["auto"] = "auto"
    # Pin shard i to the node(s) advertising custom resource shard_resources[i] (`ray start --resources
    # '{"kioku_a": 1}'`); its data dir must be on that node. Empty: any node. null entries: that shard unpinned.
    shard_resources: list[str | None] = Field(default_factory=list)
    # A request whose shard has no replica to take it within this time gets 503 naming the shard.
    shard_wait_s: float = Field(default=10.0, gt=0)
    store_threads: int = Field(default=8, ge=1)  # store-owner threads for turns and writes (and waits on LLMs)
    store_read_threads: int = Field(default=4, ge=1)  # store-owner threads for searches, context and listings
    warm_up: bool = True  # a Store replica pays its one-time loads (MemoryEngine.warm_up) before it serves
    default_session: str = Field(default="chat", min_length=1)
    embedder: EmbedderConfig = Field(default_factory=EmbedderConfig)
    generator: GeneratorConfig = Field(default_factory=GeneratorConfig)
    # API experts served as deployments for the expert pool (experts.factory specs, e.g. {provider: openai,
    # model: gpt-4o-mini}); a spec whose key is missing is refused at start-up, naming the variable.
    experts: dict[str, dict[str, Any]] = Field(default_factory=dict)
    # What runs after each turn: "consensus" = experts.writer.ConsensusWriter over the local experts plus the
    # experts above (profile facts, conflicts and their confirmation question, episodic items, privacy);
    # "none" = only the raw turns are remembered.
    writer: Literal["consensus", "none"] = "consensus"
    # MCP at /mcp (serve.mcp): the Host and Origin headers it accepts (DNS-rebinding protection, loopback by
    # default); add the names you serve under beyond loopback, or null to turn the check off.
    mcp_allowed_hosts: list[str] | None = Field(default_factory=lambda: ["127.0.0.1:*", "localhost:*", "[::1]:*"])
    mcp_allowed_origins: list[str] = Field(
        default_factory=lambda: ["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"]
    )

    @field_validator("shard_resources")
    @classmethod
    def _one_per_shard(cls, v: list[str | None], info: ValidationInfo) -> list[str | None]:
        n = info.data.get("store_shards")
        if v and n == "auto":
            raise ValueError("pins each shard to a node: give store_shards as a number")
        if v and isinstance(n, int) and len(v) != n:
            raise ValueError(f"lists {len(v)} entries for {n} shards (one resource name or null per shard)")
        return v

    def resolved_data_dir(self) -> Path:
        return Path(self.data_dir).expanduser().resolve()

    def api_key(self) -> str | None:
        key = os.environ.get(self.api_key_env, "")
        return key or None


class AppConfig(_Cfg):
    """What ``python -m serve`` reads from a Serve config file: the HTTP options and Kioku's args."""

    host: str = "127.0.0.1"
    port: int = 8000
    name: str = "kioku"
    route_prefix: str = "/"
    args: ServeArgs = Field(default_factory=ServeArgs)
    deployments: list[dict[str, Any]] = Field(default_factory=list)


def _first_error(exc: ValidationError, prefix: str) -> InvalidInput:
    first = exc.errors()[0]
    loc = ".".join(str(x) for x in first["loc"])
    return InvalidInput(f"{prefix}.{loc}" if loc else prefix, first["msg"])


def parse_args(args: dict[str, Any] | ServeArgs | None) -> ServeArgs:
    if isinstance(args, ServeArgs):
        return args
    try:
        return ServeArgs.model_validate(args or {})
    except ValidationError as exc:
        raise _first_error(exc, "args") from exc


def load_app_config(path: str | Path | None = None) -> AppConfig:
    """Read a Serve config file (the format of ``serve deploy``) holding one Kioku application."""
    p = Path(path) if path else DEFAULT_SERVE_CONFIG
    raw = read_yaml_mapping(p, missing="serve config", shape="a mapping")
    apps = raw.get("applications") or []
    ours = [a for a in apps if isinstance(a, dict) and str(a.get("import_path", "")).startswith("serve.app:")]
    if len(ours) != 1:
        raise InvalidInput("applications", f"{p} must hold exactly one application with import_path serve.app:...")
    app = ours[0]
    http = raw.get("http_options") or {}
    try:
        return AppConfig(
            host=http.get("host", "127.0.0.1"),
            port=int(http.get("port", 8000)),
            name=app.get("name", "kioku"),
            route_prefix=app.get("route_prefix", "/"),
            args=parse_args(app.get("args")),
            deployments=list(app.get("deployments") or []),
        )
    except ValidationError as exc:
        raise _first_error(exc, "config") from exc
