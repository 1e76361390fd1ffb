#!/usr/bin/env bash
# The cluster test runs two servers behind Debian's nginx; install it when it is missing.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing Debian's nginx for the cluster test (apt-get)…"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nginx-light || \
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nginx
# The package starts a default site on port 80; the test runs its own nginx and needs none.
$sudo service nginx stop >/dev/null 2>&1 || true
