#!/bin/sh
# Once the server answers: the namespace the platform runs in (30 days of closed-workflow
# history) and the search attributes its workflows set. Idempotent.
set -eu
ADDRESS="${TEMPORAL_ADDRESS:-temporal:7233}"
NAMESPACE="${TEMPORAL_NAMESPACE:-default}"

until temporal operator cluster health --address "$ADDRESS" >/dev/null 2>&1; do echo "waiting for Temporal"; sleep 2; done

if ! temporal operator namespace describe --namespace "$NAMESPACE" --address "$ADDRESS" >/dev/null 2>&1; then
  temporal operator namespace create --namespace "$NAMESPACE" --retention 720h --address "$ADDRESS"
fi
for name in OrganizationId EntityCode; do
  if ! temporal operator search-attribute list --namespace "$NAMESPACE" --address "$ADDRESS" | grep -qw "$name"; then
    temporal operator search-attribute create --namespace "$NAMESPACE" --address "$ADDRESS" --name "$name" --type Keyword
  fi
done
echo "namespace $NAMESPACE and search attributes ready"
